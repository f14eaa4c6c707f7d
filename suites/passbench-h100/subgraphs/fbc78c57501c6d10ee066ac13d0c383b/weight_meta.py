class Program_weight_tensor_meta_hidden_states_29:
    name = "hidden_states_29"
    shape = [1, 249, 3072]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -3.376537870791354e-05
    std = 0.005565396551008818
    data = None
    min_val = -0.02803357131779194
    max_val = 0.027932554483413696
