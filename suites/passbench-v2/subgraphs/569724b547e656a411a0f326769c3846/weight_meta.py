class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 12, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0007863522011019894
    std = 0.025860859141052427
    data = None
    min_val = -0.09393428266048431
    max_val = 0.09534741193056107


class Program_weight_tensor_meta_embeddings_3:
    name = "embeddings_3"
    shape = [1, 12, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.017534863676871737
    std = 0.8863348117165251
    data = None
    min_val = -3.8085083961486816
    max_val = 3.4992713928222656


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.784
    std = 0.104
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_LayerNorm_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.005
    std = 0.289
    data = None
