class Program_weight_tensor_meta_unsqueeze_19:
    name = "unsqueeze_19"
    shape = [320, 1, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 9.999999747378752e-06
    std = 0.0
    data = None
    min_val = 9.999999747378752e-06
    max_val = 9.999999747378752e-06


class Program_weight_tensor_meta_hidden_states_19:
    name = "hidden_states_19"
    shape = [1, 320, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.9091266625708073e-07
    std = 0.00019766924170708513
    data = None
    min_val = -0.0009213112061843276
    max_val = 0.000969778629951179


class Program_weight_tensor_meta_hidden_states_16:
    name = "hidden_states_16"
    shape = [1, 320, 14, 14]
    dtype = "torch.float16"
    device = "cpu"
    mean = 2.3438185740754752e-07
    std = 0.000121843062268926
    data = None
    min_val = -0.0006210776045918465
    max_val = 0.0005711851408705115
