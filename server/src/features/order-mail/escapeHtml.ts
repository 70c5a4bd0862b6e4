/**
 * Escapes text for HTML element content and double- or single-quoted attribute values, so a name
 * or address like `<script>` or `"Tom & Jerry"` reaches the mail reader as plain text.
 */
const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ENTITIES[ch] ?? ch);
}
