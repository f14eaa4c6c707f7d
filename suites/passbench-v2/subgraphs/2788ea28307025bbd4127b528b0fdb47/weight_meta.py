class Program_weight_tensor_meta_L_self_modules_layers_modules_11_parameters_lambda_2_:
    name = "L_self_modules_layers_modules_11_parameters_lambda_2_"
    shape = [768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.10000000149011612
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_129:
    name = "hidden_states_129"
    shape = [1, 197, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.00017516569171029025
    std = 0.01242450599088503
    data = None
    min_val = -0.05123522877693176
    max_val = 0.05855722352862358


class Program_weight_tensor_meta_hidden_states_124:
    name = "hidden_states_124"
    shape = [1, 197, 768]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.3039263846181684e-06
    std = 0.022519684457229787
    data = None
    min_val = -0.10241539031267166
    max_val = 0.08975279331207275
