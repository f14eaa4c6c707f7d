class Program_weight_tensor_meta_attn_probs_1:
    name = "attn_probs_1"
    shape = [12, 3601, 3601]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0002777006387493509
    std = 1.7863884918660313e-08
    data = None
    min_val = 0.0002761457290034741
    max_val = 0.0002790390281006694


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.000710097242760305
    std = 0.04045538968587852
    data = None
    min_val = -0.11816883832216263
    max_val = 0.11318057030439377
