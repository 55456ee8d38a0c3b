import { useState } from 'react';
import { CheckCircle2, Clock, Mail } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage, InputField, TextAreaField } from '../../../components/ui/input.tsx';
import { toProblem } from '../../../lib/api-error.ts';
import { useForm } from '../../../lib/use-form.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { checkEmail, checkMessage, checkName } from '../../../lib/validation.ts';
import { useSendContactMessageMutation } from '../api/contact-api.ts';
import { PageHeader } from '../components/page-header.tsx';

export default function ContactPage() {
  usePageTitle('Contact us');
  const form = useForm(
    { name: '', email: '', message: '' },
    { name: checkName, email: checkEmail, message: checkMessage },
  );
  const [send, { isLoading }] = useSendContactMessageMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      message: values.message.trim(),
    };
    const result = await send(body);
    if ('error' in result) {
      const problem = toProblem(result.error);
      if (!form.setServerErrors(problem.fields)) setFailure(problem.message);
      return;
    }
    setSentTo(body.name);
    form.setValues({ name: '', email: '', message: '' });
  });

  return (
    <>
      <PageHeader eyebrow="Contact us" title="We would love to hear from you.">
        <p>
          Questions about your account, the Hero plan, a lesson that confused you, or an idea for a
          feature — write to us.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 pb-20 sm:px-6 md:grid-cols-[1fr_1.4fr]">
        <aside className="space-y-5">
          <div className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
            <p className="text-muted">
              Your message goes straight to our support team. We reply to the email address you give
              us.
            </p>
          </div>
          <div className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-6 shrink-0 text-brand-600" />
            <p className="text-muted">We answer most messages within two working days.</p>
          </div>
        </aside>
        {sentTo ? (
          <div
            role="status"
            className="rounded-2xl border border-brand-200 bg-brand-50 p-8 text-center"
          >
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-brand-600" />
            <h2 className="mt-3 text-2xl font-bold text-ink">
              Thanks, {sentTo}! Your message has been sent.
            </h2>
            <p className="mt-2 text-muted">We will get back to you by email soon.</p>
            <Button variant="secondary" className="mt-6" onClick={() => setSentTo(null)}>
              Send another message
            </Button>
          </div>
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            className="space-y-5 rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-8"
          >
            <InputField label="Your name" autoComplete="name" {...form.field('name')} />
            <InputField label="Email" type="email" autoComplete="email" {...form.field('email')} />
            <TextAreaField
              label="Message"
              hint="At least 10 characters."
              {...form.field('message')}
            />
            {failure && <FormMessage tone="error">{failure}</FormMessage>}
            <Button type="submit" size="lg" className="w-full" pending={isLoading}>
              {isLoading ? 'Sending…' : 'Send message'}
            </Button>
          </form>
        )}
      </div>
    </>
  );
}
