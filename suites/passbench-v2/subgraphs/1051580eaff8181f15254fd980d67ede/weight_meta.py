class Program_weight_tensor_meta_hidden_states_padded_4:
    name = "hidden_states_padded_4"
    shape = [16, 1, 513, 512]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -5.212290383929921e-07
    std = 0.0163003587523947
    data = None
    min_val = -0.09587088972330093
    max_val = 0.08971789479255676


class Program_weight_tensor_meta_chunks_count_3:
    name = "chunks_count_3"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1]
