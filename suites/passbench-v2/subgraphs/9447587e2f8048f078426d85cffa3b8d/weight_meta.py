class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 1024, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.8078512923311133e-10
    std = 0.9990085288467896
    data = None
    min_val = -5.298696041107178
    max_val = 5.111145496368408


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 5.704700194204956e-06
    std = 0.019996833348418844
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_:
    name = "L_self_modules_encoder_modules_layers_modules_0_modules_self_attn_modules_q_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
