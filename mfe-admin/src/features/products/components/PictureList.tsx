import { useEffect, useRef, useState } from 'react';
import { PRODUCT_LIMITS } from 'shared-contracts';
import { ART_HEIGHT, ART_WIDTH, GALLERY_MESSAGES, MAX_PRODUCT_IMAGES } from 'shared-contracts/catalogue';
import type { DraftPicture } from '../lib/validateProduct';

export interface PictureListProps {
  pictures: DraftPicture[];
  onChange: (pictures: DraftPicture[]) => void;
  disabled: boolean;
  /** The file input's ref: the form focuses it when the pictures are what is wrong. */
  inputRef: (node: HTMLElement | null) => void;
}

type Move = 'up' | 'down';

let chosen = 0;
const keyOf = (picture: DraftPicture): string => ('url' in picture ? picture.url : picture.key);

export const pictureLabel = (index: number): string => (index === 0 ? 'Main picture' : `Picture ${index + 1}`);

/** Files the admin chose, as the gallery's new pictures (keyed, so a moved one keeps its row and focus). */
export const newPictures = (files: readonly File[]): DraftPicture[] =>
  files.map((file) => ({ file, key: `new-${(chosen += 1)}` }));

/**
 * The product's pictures in the order shoppers see them, the first the main one: add (files are
 * uploaded when the form is saved), remove, and move up or down with buttons that keep the focus
 * on the moved picture's button, so the keyboard can go on moving it. At most MAX_PRODUCT_IMAGES.
 */
export function PictureList({ pictures, onChange, disabled, inputRef }: PictureListProps) {
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const [left, setLeft] = useState(0);
  const [focus, setFocus] = useState<{ key: string; action: Move | 'remove' } | null>(null);

  useEffect(() => {
    if (!focus) return;
    const buttons = (key: string) =>
      Array.from(list.current?.querySelectorAll<HTMLButtonElement>(`[data-picture="${CSS.escape(key)}"] button`) ?? []);
    const target = buttons(focus.key).find((button) => button.dataset.action === focus.action && !button.disabled);
    (target ?? buttons(focus.key).find((button) => !button.disabled) ?? fileInput.current)?.focus();
    setFocus(null);
  }, [focus]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...pictures];
    const [picture] = next.splice(index, 1);
    if (!picture) return;
    next.splice(index + by, 0, picture);
    onChange(next);
    setFocus({ key: keyOf(picture), action: by < 0 ? 'up' : 'down' });
  };
  const remove = (index: number) => {
    const next = pictures.filter((_, i) => i !== index);
    onChange(next);
    setLeft(0);
    const neighbour = next[index] ?? next[index - 1];
    setFocus(neighbour ? { key: keyOf(neighbour), action: 'remove' } : { key: '', action: 'remove' });
  };
  const add = (files: readonly File[]) => {
    const room = Math.max(0, MAX_PRODUCT_IMAGES - pictures.length);
    setLeft(Math.max(0, files.length - room));
    if (room > 0 && files.length > 0) onChange([...pictures, ...newPictures(files.slice(0, room))]);
  };

  return (
    <fieldset className="adm-field adm-pictures" disabled={disabled}>
      <legend>Pictures</legend>
      {pictures.length > 0 && (
        <ol className="adm-pictures__list" ref={list}>
          {pictures.map((picture, index) => (
            <li key={keyOf(picture)} className="adm-pictures__item" data-picture={keyOf(picture)}>
              {'url' in picture ? (
                <img
                  className="adm-form__picture adm-pictures__thumb"
                  src={picture.url}
                  alt={pictureLabel(index)}
                  width={ART_WIDTH / 4}
                  height={ART_HEIGHT / 4}
                />
              ) : (
                <span className="adm-pictures__thumb adm-pictures__new">{picture.file.name}</span>
              )}
              <span className="adm-pictures__label">
                {pictureLabel(index)}
                {'file' in picture ? ' (uploaded when you save)' : ''}
              </span>
              <span className="adm-pictures__actions">
                <button
                  type="button"
                  className="adm-button"
                  data-action="up"
                  aria-label={`Move up: ${pictureLabel(index)}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                >
                  Move up
                </button>
                <button
                  type="button"
                  className="adm-button"
                  data-action="down"
                  aria-label={`Move down: ${pictureLabel(index)}`}
                  disabled={index === pictures.length - 1}
                  onClick={() => move(index, 1)}
                >
                  Move down
                </button>
                <button
                  type="button"
                  className="adm-button"
                  data-action="remove"
                  aria-label={`Remove: ${pictureLabel(index)}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <label htmlFor="adm-image">Add pictures</label>
      <input
        id="adm-image"
        ref={(node) => {
          fileInput.current = node;
          inputRef(node);
        }}
        type="file"
        accept="image/*"
        multiple
        aria-describedby="adm-image-hint"
        onChange={(event) => {
          add(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <p id="adm-image-hint" className="adm-hint">
        {pictures.length} of {MAX_PRODUCT_IMAGES} pictures; the first is the main one, shown on cards. PNG, JPEG, WebP
        or GIF, up to {Math.round(PRODUCT_LIMITS.imageBytes / (1024 * 1024))} MB each.
      </p>
      {left > 0 && (
        <p className="adm-status adm-status--error" role="alert">
          {GALLERY_MESSAGES.tooMany} {left === 1 ? '1 picture was' : `${left} pictures were`} not added.
        </p>
      )}
    </fieldset>
  );
}
