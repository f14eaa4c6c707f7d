class Program_weight_tensor_meta_query_states_1:
    name = "query_states_1"
    shape = [1, 4, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0006013866797106582
    std = 0.9999418720899784
    data = None
    min_val = -4.33983850479126
    max_val = 4.330763816833496


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00870017550051383
    std = 0.7099077867308807
    data = None
    min_val = -1.0
    max_val = 1.0


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.08541936205260336
    std = 0.6990630053615325
    data = None
    min_val = -1.0
    max_val = 1.0
