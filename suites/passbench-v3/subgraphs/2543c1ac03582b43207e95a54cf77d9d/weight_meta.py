class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 17, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0001997738502615388
    std = 0.04156547376264048
    data = None
    min_val = -0.3034627437591553
    max_val = 0.26182615756988525


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.6024511971625367e-05
    std = 0.02000741397061924
    data = None
