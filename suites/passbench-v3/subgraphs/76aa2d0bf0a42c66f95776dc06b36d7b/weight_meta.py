class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 134, 8, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00014629866403758292
    std = 0.018314860583227198
    data = None
    min_val = -0.25929951667785645
    max_val = 0.31417787075042725


class Program_weight_tensor_meta_L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_:
    name = "L_self_modules_encoder_transformer_modules_layers_modules_0_modules_self_attn_modules_o_proj_parameters_weight_"
    shape = [512, 512]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.899783169294748e-05
    std = 0.019957830103429504
    data = None
