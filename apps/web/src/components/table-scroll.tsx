import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A wide table's scroll box: the native scrollbar (always shown where the system shows scrollbars), a
 * right-edge fade only while more columns lie to the right, and a shadow on a sticky first column once
 * the rows are scrolled (global.css: .table-scroll, .table-sticky-start, .table-sticky-end).
 */
export function TableScroll({
  label,
  maxHeight,
  children,
}: {
  /** Names the scroll region (its table's caption). */
  label?: string;
  /** Rows scroll under a sticky header past this height (px). */
  maxHeight?: number;
  children: ReactNode;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState({ scrolled: false, moreRight: false });
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const update = () => {
      const scrolled = element.scrollLeft > 0;
      const moreRight = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setEdges((was) => (was.scrolled === scrolled && was.moreRight === moreRight ? was : { scrolled, moreRight }));
    };
    update();
    element.addEventListener('scroll', update, { passive: true });
    // the width changes when rows arrive or the window resizes
    const observer = new ResizeObserver(update);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return (
    <div
      className="table-scroll"
      data-scrolled={edges.scrolled || undefined}
      data-more-right={edges.moreRight || undefined}
    >
      {/* a keyboard user scrolls a narrow screen's table once it has the focus; a named table names its region */}
      <div
        ref={viewport}
        className="table-scroll-viewport"
        tabIndex={0}
        role={label ? 'region' : undefined}
        aria-label={label}
        style={{ maxHeight }}
      >
        {children}
      </div>
    </div>
  );
}
