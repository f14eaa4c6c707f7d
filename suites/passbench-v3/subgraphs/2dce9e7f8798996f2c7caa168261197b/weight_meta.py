class Program_weight_tensor_meta_attn_weights_2:
    name = "attn_weights_2"
    shape = [1, 12, 197, 197]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.005076142128087086
    std = 6.213751033284868e-05
    data = None
    min_val = 0.004776722751557827
    max_val = 0.005399870686233044


class Program_weight_tensor_meta_values:
    name = "values"
    shape = [1, 12, 197, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00010025724278773446
    std = 0.1107819323339983
    data = None
    min_val = -0.4794848561286926
    max_val = 0.47079503536224365
