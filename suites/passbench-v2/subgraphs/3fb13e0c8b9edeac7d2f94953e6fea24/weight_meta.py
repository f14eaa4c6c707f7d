class Program_weight_tensor_meta_hidden_states_2:
    name = "hidden_states_2"
    shape = [1, 16000, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.1679180477379173e-05
    std = 0.0011234321104805134
    data = None
    min_val = -0.006982661318033934
    max_val = 0.007786707952618599
