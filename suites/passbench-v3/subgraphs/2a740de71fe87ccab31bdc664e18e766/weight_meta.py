class Program_weight_tensor_meta_key_3:
    name = "key_3"
    shape = [1, 50, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0001251275436088998
    std = 0.11020212292472797
    data = None
    min_val = -2.729698657989502
    max_val = 2.004016876220703


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.99095521018375e-06
    std = 0.019974751713213654
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_key_parameters_bias_"
    shape = [384]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
