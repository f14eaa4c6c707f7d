class Program_weight_tensor_meta_word_layer_output_10:
    name = "word_layer_output_10"
    shape = [1, 11, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.03174220279489611
    std = 0.7909506079788906
    data = None
    min_val = -3.6295688152313232
    max_val = 3.3313229084014893


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_weight_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.068
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_bias_:
    name = "L_self_modules_encoder_modules_layer_modules_11_modules_attention_modules_self_modules_query_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.001
    std = 0.143
    data = None


class Program_weight_tensor_meta_key_layer_11:
    name = "key_layer_11"
    shape = [1, 12, 11, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00046006983045847875
    std = 0.29331607951537997
    data = None
    min_val = -1.2600831985473633
    max_val = 1.152130365371704
