class Program_weight_tensor_meta_attn_output_1:
    name = "attn_output_1"
    shape = [2, 34, 12, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0007307474240402665
    std = 0.038563817695195214
    data = None
    min_val = -0.1271374523639679
    max_val = 0.118806391954422


class Program_weight_tensor_meta_L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_:
    name = "L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_weight_"
    shape = [384, 384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0
    std = 0.045
    data = None


class Program_weight_tensor_meta_L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_:
    name = "L_self_modules_bert_modules_encoder_modules_layer_modules_0_modules_attention_modules_output_modules_dense_parameters_bias_"
    shape = [384]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.001
    std = 0.077
    data = None
