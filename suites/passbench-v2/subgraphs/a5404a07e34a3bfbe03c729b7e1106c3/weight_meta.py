class Program_weight_tensor_meta_attn_probs:
    name = "attn_probs"
    shape = [16, 128, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0078124999876934
    std = 0.016451234952598127
    data = None
    min_val = 0.0
    max_val = 1.0


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
    shape = [16, 128, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0007532503652516453
    std = 0.12803972121051593
    data = None
    min_val = -0.6280369758605957
    max_val = 0.5499334335327148
