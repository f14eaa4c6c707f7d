class Program_weight_tensor_meta_transpose_11:
    name = "transpose_11"
    shape = [1, 12, 512, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 3.015473253149312e-05
    std = 0.02210857322749714
    data = None
    min_val = -0.10214212536811829
    max_val = 0.10657291114330292


class Program_weight_tensor_meta_chunks_count_2:
    name = "chunks_count_2"
    shape = []
    dtype = "torch.int64"
    device = "cpu"
    mean = None
    std = None
    data = [1]
