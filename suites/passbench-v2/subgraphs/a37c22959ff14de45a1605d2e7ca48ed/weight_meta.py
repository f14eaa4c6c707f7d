class Program_weight_tensor_meta_norm_hidden_states_49:
    name = "norm_hidden_states_49"
    shape = [1, 77, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.006802106108577505
    std = 0.8899883560458121
    data = None
    min_val = -3.6714816093444824
    max_val = 4.02241325378418


class Program_weight_tensor_meta_L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_:
    name = "L_self_modules_text_model_modules_encoder_modules_layers_modules_0_modules_ffn_modules_up_proj_parameters_weight_"
    shape = [2048, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.695485046569171e-05
    std = 0.020021679303601714
    data = None


class Program_weight_tensor_meta_silu_24:
    name = "silu_24"
    shape = [1, 77, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0023693774849933217
    std = 0.04963360822413461
    data = None
    min_val = -0.1758597195148468
    max_val = 0.25271233916282654
