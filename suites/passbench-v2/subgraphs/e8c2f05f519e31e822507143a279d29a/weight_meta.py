class Program_weight_tensor_meta_hidden_states_79:
    name = "hidden_states_79"
    shape = [1, 2305, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0003786566436113693
    std = 0.9904080753383856
    data = None
    min_val = -4.629411697387695
    max_val = 5.684520721435547


class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 2305, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00017904914861770926
    std = 0.005892985097347784
    data = None
    min_val = -0.03276890143752098
    max_val = 0.028682364150881767
