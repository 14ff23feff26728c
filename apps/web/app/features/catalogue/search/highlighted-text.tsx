import { splitHighlight } from './highlight.ts';

/** Text with every keyword wrapped in <mark>, built as React elements (the text is never parsed as HTML). */
export function HighlightedText({ text, keywords }: { text: string; keywords: readonly string[] }) {
  return (
    <>
      {splitHighlight(text, keywords).map((piece, index) =>
        piece.hit ? (
          <mark key={index} className="search-mark">
            {piece.text}
          </mark>
        ) : (
          <span key={index}>{piece.text}</span>
        ),
      )}
    </>
  );
}
