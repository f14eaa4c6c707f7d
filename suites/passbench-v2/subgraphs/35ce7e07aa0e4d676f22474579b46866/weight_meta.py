class Program_weight_tensor_meta_L_self_modules_layers_modules_23_parameters_lambda_2_:
    name = "L_self_modules_layers_modules_23_parameters_lambda_2_"
    shape = [1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.10000000149011612
    std = 0.0
    data = None


class Program_weight_tensor_meta_hidden_states_237:
    name = "hidden_states_237"
    shape = [1, 1025, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -4.3126516169781654e-05
    std = 0.01655838445474605
    data = None
    min_val = -0.08015724271535873
    max_val = 0.07691679149866104


class Program_weight_tensor_meta_hidden_states_232:
    name = "hidden_states_232"
    shape = [1, 1025, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = -9.479192331182047e-05
    std = 0.02096730092245248
    data = None
    min_val = -0.10037023574113846
    max_val = 0.09632433205842972
