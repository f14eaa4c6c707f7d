class Program_weight_tensor_meta_hidden_states_4:
    name = "hidden_states_4"
    shape = [1, 18817, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0005123235297635218
    std = 0.03912201071757421
    data = None
    min_val = -0.20902392268180847
    max_val = 0.2054952085018158


class Program_weight_tensor_meta_hidden_states_9:
    name = "hidden_states_9"
    shape = [1, 18817, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 4.101985559030763e-05
    std = 0.01239834674716498
    data = None
    min_val = -0.06789994984865189
    max_val = 0.06529530882835388
