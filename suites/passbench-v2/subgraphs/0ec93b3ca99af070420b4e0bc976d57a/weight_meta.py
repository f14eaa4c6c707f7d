class Program_weight_tensor_meta_L_self_modules_encoder_modules_layer_modules_11_parameters_lambda_2_:
    name = "L_self_modules_encoder_modules_layer_modules_11_parameters_lambda_2_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.10000000149011612
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 197, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00012378366892072025
    std = 0.01241473380266545
    data = None
    min_val = -0.05437864363193512
    max_val = 0.056937165558338165


class Program_weight_tensor_meta_hidden_states_79:
    name = "hidden_states_79"
    shape = [1, 197, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.765173947087778e-06
    std = 0.02251814613457083
    data = None
    min_val = -0.10115619003772736
    max_val = 0.09789913147687912
