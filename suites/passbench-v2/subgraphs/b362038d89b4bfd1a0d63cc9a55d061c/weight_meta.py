class Program_weight_tensor_meta_attention_scores_2:
    name = "attention_scores_2"
    shape = [1, 12, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -6.18405034517695e-05
    std = 0.0013382846705758632
    data = None
    min_val = -0.008507984690368176
    max_val = 0.007090246770530939
