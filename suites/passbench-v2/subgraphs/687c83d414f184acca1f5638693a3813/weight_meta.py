class Program_weight_tensor_meta_hidden_states_padded:
    name = "hidden_states_padded"
    shape = [12, 1, 513, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -1.9356744493957198e-07
    std = 0.0004913896673832872
    data = None
    min_val = -0.0025485679507255554
    max_val = 0.002610055496916175


class Program_weight_tensor_meta_chunks_count:
    name = "chunks_count"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1]
