class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 50, 12, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0005767117347281451
    std = 0.017029470752575604
    data = None
    min_val = -0.055994223803281784
    max_val = 0.053487278521060944


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0852315315418389e-05
    std = 0.01999839704457768
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_0_modules_attention_modules_o_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
