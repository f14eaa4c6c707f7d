class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 128, 2048]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00015026575209287074
    std = 0.20006136301150154
    data = None
    min_val = -0.9829274415969849
    max_val = 0.9183652997016907
