class Program_weight_tensor_meta_transpose_11:
    name = "transpose_11"
    shape = [1, 16, 512, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -8.921742967475392e-05
    std = 0.10466353570447846
    data = None
    min_val = -0.46425923705101013
    max_val = 0.5099659562110901


class Program_weight_tensor_meta_chunks_count_2:
    name = "chunks_count_2"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1]
