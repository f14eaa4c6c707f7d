class Program_weight_tensor_meta_hidden_states_33:
    name = "hidden_states_33"
    shape = [1, 197, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.226035358966993e-10
    std = 1.0000032941625194
    data = None
    min_val = -4.470422744750977
    max_val = 4.238914966583252


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.8628581957561964e-05
    std = 0.020014103851662537
    data = None


class Program_weight_tensor_meta_L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_bias_:
    name = "L_self_modules_layers_modules_3_modules_attention_modules_v_proj_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
