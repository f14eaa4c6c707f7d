class Program_weight_tensor_meta_hidden_states_53:
    name = "hidden_states_53"
    shape = [1, 14, 14, 384]
    dtype = "torch.float32"
    device = "cpu"
    mean = -3.9903243823326094e-10
    std = 0.9995989020151148
    data = None
    min_val = -4.133532524108887
    max_val = 4.211057186126709
