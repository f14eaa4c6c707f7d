class Program_weight_tensor_meta_hidden_states_271:
    name = "hidden_states_271"
    shape = [1, 256, 72, 72]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.941566843143543e-06
    std = 0.02429160952928983
    data = None
    min_val = -0.11991117894649506
    max_val = 0.13887840509414673
