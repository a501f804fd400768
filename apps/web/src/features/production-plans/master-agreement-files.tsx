import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Dropzone, PDF_MIME_TYPE } from '@mantine/dropzone';
import { PDF_MAX_BYTES, type PlanTemplate } from '@portal/domain';
import { Link } from 'react-router';
import type { Language } from '../../api/languages';
import type { ChosenFile } from './plan-form-state';

/** Reads a file as base64 (without the data-URL prefix). */
function readBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

async function choose(file: File, refused: boolean): Promise<ChosenFile> {
  if (refused) return { name: file.name, size: file.size, base64: null, problem: 'refused' };
  if (file.size >= PDF_MAX_BYTES) return { name: file.name, size: file.size, base64: null, problem: 'too-large' };
  return { name: file.name, size: file.size, base64: await readBase64(file), problem: null };
}

const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;

/** One master agreement PDF per company language; on edit the existing ones stay unless replaced. */
export function MasterAgreementFiles({
  companyId,
  languages,
  existing,
  files,
  errors,
  onFile,
}: {
  companyId: string;
  languages: Language[];
  existing: PlanTemplate[];
  files: Record<string, ChosenFile>;
  errors: Record<string, string[]>;
  onFile: (language: string, file: ChosenFile | null) => void;
}) {
  return (
    <Stack>
      {languages.map((language) => {
        const chosen = files[language.lang_value];
        const current = existing.find((t) => t.template_language === language.lang_value);
        const problems = errors[language.lang_value] ?? [];
        return (
          <Stack key={language.lang_value} gap={6}>
            <Text fw={600} size="sm">
              Master agreement ({language.lang_name})
            </Text>
            <Dropzone
              accept={PDF_MIME_TYPE}
              multiple={false}
              onDrop={async ([file]) => file && onFile(language.lang_value, await choose(file, false))}
              onReject={async ([rejection]) =>
                rejection && onFile(language.lang_value, await choose(rejection.file, true))
              }
              inputProps={{ 'aria-label': `Master agreement PDF (${language.lang_name})` }}
              aria-invalid={problems.length > 0}
              style={problems.length ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
            >
              <Stack align="center" gap={2} py="sm" style={{ pointerEvents: 'none' }}>
                <Text size="sm" fw={500}>
                  Drag the PDF here or click to choose it
                </Text>
                <Text size="xs" c="dimmed">
                  PDF only, less than 5MB
                </Text>
              </Stack>
            </Dropzone>
            {chosen ? (
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" truncate="end">
                  {chosen.name} · {megabytes(chosen.size)}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onFile(language.lang_value, null)}
                >
                  Remove
                </Button>
              </Group>
            ) : current ? (
              <Text size="sm">
                Current:{' '}
                <Anchor component={Link} to={`/company/${companyId}/master-agreement/${current.contract_template_id}`}>
                  {current.template_name}
                </Anchor>
              </Text>
            ) : null}
            {problems.map((message) => (
              <Text key={message} size="xs" c="red">
                {message}
              </Text>
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
