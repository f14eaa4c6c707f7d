class Program_weight_tensor_meta_query_3:
    name = "query_3"
    shape = [1, 197, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -8.604989410069352e-05
    std = 0.056368284400898375
    data = None
    min_val = -2.729698657989502
    max_val = 2.004016876220703


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 7.517270267594086e-06
    std = 0.01995585470737132
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_stages_modules_2_modules_layers_modules_0_modules_attention_modules_attention_modules_projection_query_parameters_bias_"
    shape = [384]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
