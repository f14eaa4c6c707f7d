class Program_weight_tensor_meta_attention_output_11:
    name = "attention_output_11"
    shape = [1, 20, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0005876298154703363
    std = 0.05720457770176738
    data = None
    min_val = -0.2101096659898758
    max_val = 0.18819421529769897


class Program_weight_tensor_meta_hidden_states_71:
    name = "hidden_states_71"
    shape = [1, 20, 768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0002881603040956785
    std = 0.012627334340412764
    data = None
    min_val = -0.042992688715457916
    max_val = 0.038607820868492126


class Program_weight_tensor_meta_L_self_modules_encoder_modules_ln_parameters_weight_:
    name = "L_self_modules_encoder_modules_ln_parameters_weight_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_encoder_modules_ln_parameters_bias_:
    name = "L_self_modules_encoder_modules_ln_parameters_bias_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0
    std = 0.0
    data = None
