class Program_weight_tensor_meta_embeddings_2:
    name = "embeddings_2"
    shape = [1, 128, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 2.7520560645181527e-09
    std = 1.0000050883602942
    data = None
    min_val = -4.188113212585449
    max_val = 4.261105537414551


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.4256006361709052e-05
    std = 0.020004856402635208
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_0_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_key_layer:
    name = "key_layer"
    shape = [1, 12, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.001383265393927265
    std = 0.11125795193591856
    data = None
    min_val = -0.46535050868988037
    max_val = 0.49334990978240967
