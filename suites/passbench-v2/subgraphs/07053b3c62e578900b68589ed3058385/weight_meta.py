class Program_weight_tensor_meta_transpose_8:
    name = "transpose_8"
    shape = [1, 12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.0001163911665289132
    std = 0.004968003900424533
    data = None
    min_val = -0.019116971641778946
    max_val = 0.0191147793084383


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 12, 3601, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 0.00021405789045881286
    std = 0.037859850127157306
    data = None
    min_val = -0.1041208952665329
    max_val = 0.13363300263881683
