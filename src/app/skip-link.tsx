// "Skip to main content": the first thing a keyboard reaches on every page, hidden until focused (WCAG 2.4.1).
export const MAIN_ID = 'main-content';

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only z-[70] rounded-md bg-white px-4 py-2 font-medium text-primary shadow ring-2 ring-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      onClick={(e) => {
        // Focus, not the address: a hash would be one more history entry of the same page.
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        e.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      Skip to main content
    </a>
  );
}
