import { Code, List } from '@mantine/core';

/** One-time recovery codes of the second factor, each on its own line (shown once, after enrolment or renewal). */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  return (
    <List spacing={4} aria-label="Recovery codes">
      {codes.map((code) => (
        <List.Item key={code}>
          <Code>{code}</Code>
        </List.Item>
      ))}
    </List>
  );
}
