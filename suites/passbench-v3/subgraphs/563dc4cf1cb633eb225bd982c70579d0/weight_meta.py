class Program_weight_tensor_meta_input_65:
    name = "input_65"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -4.4893619029177945e-09
    std = 9.484626312733448e-08
    data = None
    min_val = -1.3213870033723651e-06
    max_val = 8.221537655117572e-07


class Program_weight_tensor_meta_gates_10:
    name = "gates_10"
    shape = [1, 4, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.02495533883647651
    std = 0.09808846921850135
    data = None
    min_val = -0.18317776918411255
    max_val = 0.07773181796073914


class Program_weight_tensor_meta_ctx_all_41:
    name = "ctx_all_41"
    shape = [1, 768, 7, 7]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.243583269140651e-06
    std = 4.201540909168987e-05
    data = None
    min_val = -0.00025724380975589156
    max_val = 0.00031523132929578424
