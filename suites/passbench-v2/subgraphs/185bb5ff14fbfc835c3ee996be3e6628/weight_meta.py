class Program_weight_tensor_meta_hidden_states_10:
    name = "hidden_states_10"
    shape = [1, 3136, 512]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.27956120705643e-05
    std = 0.031827635627449946
    data = None
    min_val = -0.17856115102767944
    max_val = 0.1578061580657959
