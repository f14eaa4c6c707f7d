class Program_weight_tensor_meta_hidden_states_102:
    name = "hidden_states_102"
    shape = [1, 49, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.8805102594944018e-06
    std = 0.0006915987891831821
    data = None
    min_val = -0.003942140378057957
    max_val = 0.004190412815660238
