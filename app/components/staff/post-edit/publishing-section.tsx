// The editor's publishing panel: the post's language, draft or published, the publish date (a
// date to come schedules it) and the post in the other language it translates.
import { StaffSection } from "~/components/ui/section";
import { RadioGroup } from "~/components/ui/choice";
import { fieldsOf, SelectField, TextField } from "~/components/ui/field";
import { useStaffText } from "~/lib-ui/use-staff-text";
import { POST_LANGUAGES, type PostLanguage } from "~/domain/blog-post";
import type { FieldErrors } from "~/lib/form";
import type { PostEditorData } from "~/server/blog/post-form.server";

const STATUS_CHOICES = ["draft", "published"] as const;
export type PostStatusChoice = (typeof STATUS_CHOICES)[number];

export function PublishingSection({
  post,
  choices,
  errors,
  language,
  onLanguage,
  status,
  onStatus,
  translationId,
  onTranslation,
}: PostEditorData & {
  errors: FieldErrors;
  language: PostLanguage;
  onLanguage: (l: PostLanguage) => void;
  status: PostStatusChoice;
  onStatus: (s: PostStatusChoice) => void;
  translationId: string;
  onTranslation: (id: string) => void;
}) {
  const field = fieldsOf("post-", errors);
  const otherLanguage = language === "es" ? "en" : "es";
  const texts = useStaffText().posts;
  const t = texts.editor;
  const options = choices.filter((c) => c.language === otherLanguage);
  return (
    <StaffSection titleId="publishing" title={t.publishing} compact className="space-y-3">
      <SelectField {...field("language")} label={t.language} value={language} onChange={(e) => onLanguage(e.target.value as PostLanguage)}>
        {POST_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {texts.languages[l]}
          </option>
        ))}
      </SelectField>
      <RadioGroup
        legend={t.status}
        name="status"
        look="tiles"
        options={STATUS_CHOICES.map((s) => ({ value: s, label: t[s] }))}
        value={status}
        onChange={onStatus}
      />
      <TextField
        {...field("publishAt")}
        label={t.publishAt}
        hint={status === "draft" ? t.draftHint : t.publishHint}
        type="datetime-local"
        defaultValue={post?.publishAt ?? ""}
        disabled={status === "draft"}
        controlClass="disabled:bg-slate-100 disabled:text-slate-400"
      />
      <SelectField
        {...field("translationId")}
        label={t.translation(texts.languages[otherLanguage])}
        hint={t.translationHint}
        value={translationId}
        onChange={(e) => onTranslation(e.target.value)}
      >
        <option value="">{t.none}</option>
        {options.map((c) => {
          const taken = c.translatedBy != null && c.translatedBy !== post?.id;
          return (
            <option key={c.id} value={c.id} disabled={taken}>
              {c.title}
              {taken ? t.linkedElsewhere : ""}
            </option>
          );
        })}
      </SelectField>
    </StaffSection>
  );
}
