/** A route rendered the way a page server would: streamed, whole (onAllReady, as for a crawler), to HTML. */
import type { ComponentType } from 'react';
import { renderToPipeableStream } from 'react-dom/server.node';
import { Route, Routes, StaticRouter } from 'react-router-dom';
import { ConfigContext, DEFAULT_CONFIG } from 'shared-contracts/react';
import { Writable } from 'stream';

export interface RouteRender<P extends object> {
  Page: ComponentType<P>;
  props: P;
  /** The route's pattern in the shell ('/shop/:id') and the address asked for ('/shop/07'). */
  pattern: string;
  url: string;
}

export function renderRoute<P extends object>({ Page, props, pattern, url }: RouteRender<P>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(
      <ConfigContext.Provider value={{ ...DEFAULT_CONFIG, apiBaseUrl: 'http://api.test' }}>
        <StaticRouter location={url}>
          <Routes>
            <Route path={pattern} element={<Page {...props} />} />
          </Routes>
        </StaticRouter>
      </ConfigContext.Provider>,
      { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject },
    );
  });
}
