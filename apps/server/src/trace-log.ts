// The trace id in every log line, when tracing runs (tracing.ts sets the reader). Without it the logger gets no
// mixin at all: nothing is called per line.
type Fields = () => Record<string, string>;
let reader: Fields | undefined;

export function setTraceReader(read: Fields) {
  reader = read;
}

/** pino options: a mixin adding trace_id and span_id of the active span, only while tracing is on */
export function traceLogFields(): { mixin?: Fields } {
  const read = reader;
  return read ? { mixin: read } : {};
}
