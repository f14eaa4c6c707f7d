class Program_weight_tensor_meta_transpose_19:
    name = "transpose_19"
    shape = [1, 8, 300, 3, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0833333358168602
    std = 0.0
    data = None
    min_val = 0.0833333358168602
    max_val = 0.0833333358168602


class Program_weight_tensor_meta_sampling_value_l_:
    name = "sampling_value_l_"
    shape = [8, 32, 300, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1480846039589067e-28
    std = 1.7139177648757868e-27
    data = None
    min_val = -6.721459298428499e-27
    max_val = 4.496079603312113e-27


class Program_weight_tensor_meta_sampling_value_l__1:
    name = "sampling_value_l__1"
    shape = [8, 32, 300, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.28693739459174e-38
    std = 6.529215612265744e-36
    data = None
    min_val = -2.2501249152564768e-35
    max_val = 1.5179395889528582e-35


class Program_weight_tensor_meta_sampling_value_l__2:
    name = "sampling_value_l__2"
    shape = [8, 32, 300, 4]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.1979725851418854e-35
    std = 7.524204673593554e-35
    data = None
    min_val = -2.3616175123811605e-34
    max_val = 1.8195252059412601e-34
