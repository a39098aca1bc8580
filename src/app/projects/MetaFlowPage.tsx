import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { BOOK_LINE_SIZES, bookSizeName } from '../../shared/catalog/photoBookLine';
import { PRODUCT_TYPE_ID } from '../../shared/catalog/productTypes';
import { parseSizeParam } from '../../shared/catalog/sizes';
import { userMessage } from '../../shared/errors';
import { build } from '../../shared/routes/build';
import { useApi } from '../apiContext';
import { DesignGrid } from '../catalog';
import { productsQuery, themesQuery } from '../common/catalogData/catalogQueries';
import { Link, useNavigate } from '../navigation/navigation';
import type { PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from './MetaFlow.module.css';
import {
  loadAnswers,
  META_FLOW_PRODUCT_TYPE_ID,
  OCCASIONS,
  PHOTO_AMOUNTS,
  type PhotoAmount,
  QUIZ_STEPS,
  type QuizAnswers,
  RECOMMEND_STEP,
  recommendationSearches,
  START_STEP,
  saveAnswers,
} from './metaFlowQuiz';

export function meta(): PageMeta {
  return { title: 'Find your design', robots: 'noindex', canonical: null };
}

type Choice = { id: string; label: string };

/** The choice that leaves a question open ('' in the answers: no filter). */
const ANY = '';

function Question({
  title,
  choices,
  value,
  onChange,
}: {
  title: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  return (
    <RadioGroup value={value ?? null} onChange={onChange} className={styles.question}>
      <Label className={styles.questionTitle}>{title}</Label>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <Radio key={choice.id} value={choice.id} className={styles.choice}>
            {choice.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

/**
 * The book line's sizes (every design is made in each) and the catalogue's styles of photo
 * books: those of the occasion's designs, or of all book designs when none match the occasion.
 */
function useBookFacets(occasion: string | undefined) {
  const api = useApi();
  const narrowed = useQuery(
    themesQuery(api.call, {
      productTypeId: META_FLOW_PRODUCT_TYPE_ID,
      ...(occasion ? { q: occasion } : {}),
      perPage: 1,
    }),
  );
  const all = useQuery(
    themesQuery(api.call, { productTypeId: META_FLOW_PRODUCT_TYPE_ID, perPage: 1 }),
  );
  const facets = Object.keys(narrowed.data?.facets.s ?? {}).length ? narrowed : all;
  const styleNames = useQuery({
    queryKey: ['catalog', 'templateStyles'],
    queryFn: () => api.call('product/template_styles', {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const names = new Map(styleNames.data?.items.map((style) => [String(style.id), style.name]));
  const sizes: Choice[] = [
    { id: ANY, label: 'Any size' },
    ...BOOK_LINE_SIZES.map((size) => ({ id: size.param, label: bookSizeName(size) })),
  ];
  const styleChoices: Choice[] = [
    { id: ANY, label: 'Surprise me' },
    ...Object.keys(facets.data?.facets.s ?? {})
      .filter((id) => names.has(id))
      .map((id) => ({ id, label: names.get(id)! })),
  ];
  return {
    sizes,
    styles: styleChoices,
    loading: narrowed.isPending || all.isPending,
    error: narrowed.error ?? all.error,
  };
}

/**
 * /meta-flow: four short questions (occasion, size, style, how many photos), then designs from
 * the catalogue that fit, and the chosen one starts a project through the editor's own
 * create path (/editor?new&ptid). `template_id` with `skip_quiz_step` goes straight to starting.
 */
export default function MetaFlowPage() {
  const match = useRouteMatch('metaFlow');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  // Read after hydration: the server never sees this tab's answers.
  useEffect(() => setAnswers(loadAnswers()), []);
  const templateId = match?.query.templateId;
  const skip = match?.query.skipQuizStep === true;
  let step = Math.max(1, Math.min(START_STEP, match?.query.step ?? 1));
  if (skip && templateId) step = START_STEP;
  const facets = useBookFacets(answers.occasion);

  const answer = (next: QuizAnswers) => {
    const merged = { ...answers, ...next };
    setAnswers(merged);
    saveAnswers(merged);
  };
  // A project named by the link stays named through the quiz: its design is what changes.
  const projectId = match?.query.projectId;
  const goTo = (to: number) => navigate(build('metaFlow', { step: to, projectId }));
  const question = QUIZ_STEPS[step - 1];
  const answered: string | undefined =
    question === 'occasion'
      ? answers.occasion
      : question === 'size'
        ? answers.size
        : question === 'style'
          ? answers.styleId
          : answers.photos;

  return (
    <Container className={styles.page}>
      <p className={styles.kicker}>
        {step <= QUIZ_STEPS.length ? `Question ${step} of ${QUIZ_STEPS.length}` : 'Your designs'}
      </p>
      {step <= QUIZ_STEPS.length ? (
        <>
          <h1 className={styles.title}>Let's find your photo book</h1>
          {question === 'occasion' ? (
            <Question
              title="What is it for?"
              choices={OCCASIONS}
              value={answers.occasion}
              onChange={(occasion) => answer({ occasion, size: undefined, styleId: undefined })}
            />
          ) : question === 'size' ? (
            <Question
              title="What size?"
              choices={facets.sizes}
              value={answers.size}
              onChange={(size) => answer({ size })}
            />
          ) : question === 'style' ? (
            facets.loading ? (
              <p className={styles.muted}>Loading styles…</p>
            ) : (
              <Question
                title="Which style do you like?"
                choices={facets.styles}
                value={answers.styleId}
                onChange={(styleId) => answer({ styleId })}
              />
            )
          ) : (
            <Question
              title="How many photos do you have?"
              choices={(Object.keys(PHOTO_AMOUNTS) as PhotoAmount[]).map((id) => ({
                id,
                label: PHOTO_AMOUNTS[id].label,
              }))}
              value={answers.photos}
              onChange={(photos) => answer({ photos: photos as PhotoAmount })}
            />
          )}
          {facets.error ? <Alert inline>{userMessage(facets.error)}</Alert> : null}
          <div className={styles.nav}>
            {step > 1 ? (
              <Button variant="secondary" onPress={() => goTo(step - 1)}>
                Back
              </Button>
            ) : null}
            <Button onPress={() => goTo(step + 1)} isDisabled={answered === undefined}>
              Next
            </Button>
            <Link
              to={build('metaFlow', { step: RECOMMEND_STEP, projectId })}
              className={styles.skip}
            >
              Skip the questions
            </Link>
          </div>
        </>
      ) : step === RECOMMEND_STEP ? (
        <Recommendations
          answers={answers}
          projectId={projectId}
          onBack={() => goTo(QUIZ_STEPS.length)}
        />
      ) : projectId !== undefined ? (
        <ApplyToProject projectId={projectId} templateId={templateId} />
      ) : (
        <StartProject templateId={templateId} photos={answers.photos} size={answers.size} />
      )}
    </Container>
  );
}

function Recommendations({
  answers,
  projectId,
  onBack,
}: {
  answers: QuizAnswers;
  projectId: number | undefined;
  onBack: () => void;
}) {
  const api = useApi();
  const searches = recommendationSearches(answers);
  // The widest search that still matches is asked only when the narrower ones come back empty.
  const results = useQuery({
    queryKey: ['metaFlow', 'recommendations', searches],
    queryFn: async () => {
      for (const search of searches) {
        const page = await api.call('themes', search);
        if (page.items.length > 0) return { page, exact: search === searches[0] };
      }
      return { page: undefined, exact: false };
    },
  });
  return (
    <>
      <h1 className={styles.title}>Designs for you</h1>
      {results.isPending ? (
        <p className={styles.muted}>Finding designs…</p>
      ) : results.isError ? (
        <Alert inline>{userMessage(results.error)}</Alert>
      ) : !results.data.page ? (
        <p>No designs are in the shop right now.</p>
      ) : (
        <>
          <p className={styles.muted}>
            {results.data.exact
              ? 'These fit everything you told us. Choose one to start.'
              : 'Nothing fits every answer exactly; these come closest. Choose one to start.'}
            {sizeWords(answers.size) ? ` Each is made in ${sizeWords(answers.size)}.` : ''}
          </p>
          <DesignGrid
            designs={results.data.page.items}
            kind="photo book"
            headingLevel={2}
            hrefOf={(design) =>
              build('metaFlow', {
                step: START_STEP,
                templateId: design.templateIds[0],
                projectId,
              })
            }
          />
        </>
      )}
      <div className={styles.nav}>
        <Button variant="secondary" onPress={onBack}>
          Change my answers
        </Button>
      </div>
    </>
  );
}

/** "12 × 12 in" for a size answer; undefined for any size. */
function sizeWords(size: string | undefined): string | undefined {
  const parsed = size ? parseSizeParam(size) : undefined;
  return parsed ? `${parsed.width} × ${parsed.height} in` : undefined;
}

function StartProject({
  templateId,
  photos,
  size,
}: {
  templateId: number | undefined;
  photos: PhotoAmount | undefined;
  size: string | undefined;
}) {
  const api = useApi();
  // The chosen size's product: the editor starts the book at that size (its ipid).
  const products = useQuery({
    ...productsQuery(api.call, PRODUCT_TYPE_ID.book),
    enabled: size !== undefined && size !== ANY,
  });
  const wanted = size ? parseSizeParam(size) : undefined;
  const product = products.data?.items.find(
    (p) => p.widthInches === wanted?.width && p.heightInches === wanted?.height,
  );
  const template = useQuery({
    queryKey: ['catalog', 'template', templateId ?? 0],
    queryFn: () => api.call('templates/{id}', { id: templateId! }),
    enabled: templateId !== undefined,
  });
  if (templateId === undefined) {
    return (
      <>
        <h1 className={styles.title}>Choose a design first</h1>
        <LinkButton to={build('metaFlow', { step: RECOMMEND_STEP })}>See designs</LinkButton>
      </>
    );
  }
  const pageCount = photos ? PHOTO_AMOUNTS[photos].pageCount : undefined;
  return (
    <>
      <h1 className={styles.title}>{template.data?.name ?? 'Your design'}</h1>
      {template.isError ? <Alert inline>{userMessage(template.error)}</Alert> : null}
      <div className={styles.start}>
        {template.data ? (
          <img
            src={`/artwork/themes/${template.data.themeId}.svg`}
            alt=""
            className={styles.startArt}
          />
        ) : (
          <span />
        )}
        <div>
          <p>
            Your {product ? `${sizeWords(size)} ` : ''}book starts with this design
            {pageCount ? ` and ${pageCount} pages, room for your photos` : ''}. You can change
            everything in the editor.
          </p>
          <LinkButton
            to={build('editor', { new: true, ptid: templateId, pageCount, ipid: product?.id })}
          >
            Start my photo book
          </LinkButton>
        </div>
      </div>
      <div className={styles.nav}>
        <Link to={build('metaFlow', { step: RECOMMEND_STEP })}>Choose another design</Link>
      </div>
    </>
  );
}

/**
 * /meta-flow with project_id: the chosen design goes into that project (its photos placed in
 * it again), and the editor opens it; without a design chosen, the editor continues the project.
 */
function ApplyToProject({
  projectId,
  templateId,
}: {
  projectId: number;
  templateId: number | undefined;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const project = useQuery({
    queryKey: ['myProjects', 'details', projectId],
    queryFn: () => api.call('my/project/details', { projectId }),
  });
  const template = useQuery({
    queryKey: ['catalog', 'template', templateId ?? 0],
    queryFn: () => api.call('templates/{id}', { id: templateId! }),
    enabled: templateId !== undefined,
  });
  const apply = useMutation({
    mutationFn: (id: number) =>
      api.call('creation/fill_project_template', { projectId, templateId: id }),
    onSuccess: () => navigate(build('editor', { pid: projectId })),
  });
  const editorLink = build('editor', { pid: projectId });
  if (project.isError) {
    return (
      <>
        <h1 className={styles.title}>This project cannot be changed here</h1>
        <Alert inline>{userMessage(project.error)}</Alert>
        <LinkButton to={build('metaFlow', { step: RECOMMEND_STEP })}>
          Start a new book instead
        </LinkButton>
      </>
    );
  }
  const name = project.data ? `“${project.data.name}”` : 'your project';
  if (templateId === undefined) {
    return (
      <>
        <h1 className={styles.title}>Continue {name}</h1>
        <p>Pick up where you left off, or find a new design for it.</p>
        <div className={styles.nav}>
          <LinkButton to={editorLink}>Continue in the editor</LinkButton>
          <Link to={build('metaFlow', { step: RECOMMEND_STEP, projectId })}>See designs</Link>
        </div>
      </>
    );
  }
  return (
    <>
      <h1 className={styles.title}>{template.data?.name ?? 'Your design'}</h1>
      <div className={styles.start}>
        {template.data ? (
          <img
            src={`/artwork/themes/${template.data.themeId}.svg`}
            alt=""
            className={styles.startArt}
          />
        ) : (
          <span />
        )}
        <div>
          <p>
            {name} takes this design, with its photos placed in it again. What you wrote in it is
            replaced by the design’s own words.
          </p>
          <Button
            onPress={() => apply.mutate(templateId)}
            isPending={apply.isPending}
            isDisabled={!project.data}
          >
            Use this design for {name}
          </Button>
          {apply.isError ? <Alert inline>{userMessage(apply.error)}</Alert> : null}
        </div>
      </div>
      <div className={styles.nav}>
        <Link to={editorLink}>Keep my design and continue</Link>
        <Link to={build('metaFlow', { step: RECOMMEND_STEP, projectId })}>
          Choose another design
        </Link>
      </div>
    </>
  );
}
