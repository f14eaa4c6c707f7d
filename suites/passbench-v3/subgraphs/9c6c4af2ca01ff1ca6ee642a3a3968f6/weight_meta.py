class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 17, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.205707364068236e-09
    std = 1.0000552158538665
    data = None
    min_val = -4.1909918785095215
    max_val = 3.9296066761016846


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = 3.5876371927156045e-05
    std = 0.02000839734254348
    data = None
