class Program_weight_tensor_meta_hidden_state_79:
    name = "hidden_state_79"
    shape = [1, 196, 384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0003583216950649633
    std = 1.000378962669485
    data = None
    min_val = -3.5430431365966797
    max_val = 2.9328794479370117


class Program_weight_tensor_meta_mul_61:
    name = "mul_61"
    shape = [1, 196, 384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 8.264519809730008e-10
    std = 1.0824761695910023e-08
    data = None
    min_val = -3.67569086279218e-08
    max_val = 4.062142977545591e-08


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_weight_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_weight_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_bias_:
    name = "L_self_modules_focalnet_modules_encoder_modules_stages_modules_2_modules_layers_modules_4_modules_norm2_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
