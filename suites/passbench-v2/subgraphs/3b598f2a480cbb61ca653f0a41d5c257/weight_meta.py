class Program_weight_tensor_meta_hidden_states_33:
    name = "hidden_states_33"
    shape = [1, 28, 28, 192]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.801085847855135e-10
    std = 0.9991813855090781
    data = None
    min_val = -4.23641300201416
    max_val = 4.78054666519165
